// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-change-password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-change-password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-change-password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-change-password.json","title":"caption.changePassword","type":"object","required":["userName","password","token"],"properties":{"userName":{"title":"caption.username","type":"string","minLength":1,"maxLength":150,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.maxLength"},"validCharacters":true},"password":{"$ref":"#/definitions/password"},"token":{"title":"caption.token","type":"string","minLength":1,"maxLength":200,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.invalid","type":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"differsFromFields":[{"field":"password","others":["userName"],"messageId":"password.rule.differs"}],"definitions":{"password":{"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"maxLength":15,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"^[^\\s'\"]*$","messageId":"password.rule.noSpacesOrQuotes"}],"noRepeatedCharacters":true,"messages":{"required":"field.required","minLength":"password.rule.length","maxLength":"password.rule.length","noRepeatedCharacters":"password.rule.noRepeats"},"requirementOrder":["minLength","patternRules","noRepeatedCharacters"],"validCharacters":true}}};
const schema28 = {"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"maxLength":15,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"^[^\\s'\"]*$","messageId":"password.rule.noSpacesOrQuotes"}],"noRepeatedCharacters":true,"messages":{"required":"field.required","minLength":"password.rule.length","maxLength":"password.rule.length","noRepeatedCharacters":"password.rule.noRepeats"},"requirementOrder":["minLength","patternRules","noRepeatedCharacters"],"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("[A-Z]", "u");
const pattern2 = new RegExp("[a-z]", "u");
const pattern3 = new RegExp("[0-9]", "u");
const pattern4 = new RegExp("^[^\\s'\"]*$", "u");
const pattern5 = new RegExp("(.)\\1", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-change-password.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userName"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.token === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "userName") || (key0 === "password")) || (key0 === "token"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.userName !== undefined){
let data0 = data.userName;
if(typeof data0 === "string"){
if(func2(data0) > 150){
const err4 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(func2(data1) > 15){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/maxLength",keyword:"maxLength",params:{limit: 15}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data1) < 8){
const err9 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data1)){
const err10 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern2.test(data1)){
const err11 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern3.test(data1)){
const err12 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data1)){
const err13 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.noSpacesOrQuotes", pattern: "^[^\\s'\"]*$"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(pattern5.test(data1)){
const err14 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/noRepeatedCharacters",keyword:"noRepeatedCharacters",params:{}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(pattern0.test(data1)){
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.token !== undefined){
let data2 = data.token;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err17 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data2) < 1){
const err18 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(pattern0.test(data2)){
const err19 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(typeof data["password"] == "string" && typeof data["userName"] == "string" && data["password"].toLowerCase() === data["userName"].toLowerCase()){
const err21 = {instancePath:instancePath+"/password",schemaPath:"#/differsFromFields",keyword:"differsFromFields",params:{messageId: "password.rule.differs", other: "userName"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
