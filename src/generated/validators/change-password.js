// generated - do not edit: written by `npm run gen` from schemas/models/change-password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/change-password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/change-password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/change-password.json","title":"caption.changePassword","type":"object","required":["password","confirmPassword"],"properties":{"currentPassword":{"title":"caption.currentPassword","type":"string","writeOnly":true,"maxLength":128,"messages":{"required":"field.required","maxLength":"field.maxLength"},"validCharacters":true},"userName":{"title":"caption.username","type":"string","maxLength":150,"validCharacters":true},"firstName":{"title":"caption.firstName","type":"string","maxLength":25,"validCharacters":true},"lastName":{"title":"caption.lastName","type":"string","maxLength":25,"validCharacters":true},"password":{"$ref":"#/definitions/password"},"confirmPassword":{"$ref":"#/definitions/password-confirmation"}},"additionalProperties":false,"equalsField":[{"field":"confirmPassword","other":"password","messageId":"password.mismatch"}],"excludesFieldValues":[{"field":"password","others":["firstName","lastName","userName"],"messageId":"password.rule.notContain"}],"differsFromFields":[{"field":"password","others":["userName"],"messageId":"password.rule.differs"}],"definitions":{"password":{"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"maxLength":15,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"^[^\\s'\"]*$","messageId":"password.rule.noSpacesOrQuotes"}],"noRepeatedCharacters":true,"messages":{"required":"field.required","minLength":"password.rule.length","maxLength":"password.rule.length","noRepeatedCharacters":"password.rule.noRepeats"},"requirementOrder":["minLength","patternRules","noRepeatedCharacters"],"validCharacters":true},"password-confirmation":{"title":"caption.confirmPassword","type":"string","writeOnly":true,"messages":{"required":"field.required"},"validCharacters":true}}};
const schema28 = {"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"maxLength":15,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"^[^\\s'\"]*$","messageId":"password.rule.noSpacesOrQuotes"}],"noRepeatedCharacters":true,"messages":{"required":"field.required","minLength":"password.rule.length","maxLength":"password.rule.length","noRepeatedCharacters":"password.rule.noRepeats"},"requirementOrder":["minLength","patternRules","noRepeatedCharacters"],"validCharacters":true};
const schema29 = {"title":"caption.confirmPassword","type":"string","writeOnly":true,"messages":{"required":"field.required"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern4 = new RegExp("[A-Z]", "u");
const pattern5 = new RegExp("[a-z]", "u");
const pattern6 = new RegExp("[0-9]", "u");
const pattern7 = new RegExp("^[^\\s'\"]*$", "u");
const pattern8 = new RegExp("(.)\\1", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/change-password.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.password === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.confirmPassword === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirmPassword"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "currentPassword") || (key0 === "userName")) || (key0 === "firstName")) || (key0 === "lastName")) || (key0 === "password")) || (key0 === "confirmPassword"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.currentPassword !== undefined){
let data0 = data.currentPassword;
if(typeof data0 === "string"){
if(func2(data0) > 128){
const err3 = {instancePath:instancePath+"/currentPassword",schemaPath:"#/properties/currentPassword/maxLength",keyword:"maxLength",params:{limit: 128}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/currentPassword",schemaPath:"#/properties/currentPassword/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/currentPassword",schemaPath:"#/properties/currentPassword/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.userName !== undefined){
let data1 = data.userName;
if(typeof data1 === "string"){
if(func2(data1) > 150){
const err6 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.firstName !== undefined){
let data2 = data.firstName;
if(typeof data2 === "string"){
if(func2(data2) > 25){
const err9 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(pattern0.test(data2)){
const err10 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.lastName !== undefined){
let data3 = data.lastName;
if(typeof data3 === "string"){
if(func2(data3) > 25){
const err12 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern0.test(data3)){
const err13 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.password !== undefined){
let data4 = data.password;
if(typeof data4 === "string"){
if(func2(data4) > 15){
const err15 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/maxLength",keyword:"maxLength",params:{limit: 15}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data4) < 8){
const err16 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern4.test(data4)){
const err17 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern5.test(data4)){
const err18 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern6.test(data4)){
const err19 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern7.test(data4)){
const err20 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/patternRules",keyword:"patternRules",params:{messageId: "password.rule.noSpacesOrQuotes", pattern: "^[^\\s'\"]*$"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(pattern8.test(data4)){
const err21 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/noRepeatedCharacters",keyword:"noRepeatedCharacters",params:{}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(pattern0.test(data4)){
const err22 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.confirmPassword !== undefined){
let data5 = data.confirmPassword;
if(typeof data5 === "string"){
if(pattern0.test(data5)){
const err24 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/definitions/password-confirmation/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/definitions/password-confirmation/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data["confirmPassword"] !== undefined && data["confirmPassword"] !== data["password"]){
const err26 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/equalsField",keyword:"equalsField",params:{messageId: "password.mismatch", other: "password"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["firstName"] == "string" && [data["firstName"]].some((part) => part.length > 0 && data["password"].toLowerCase().includes(part.toLowerCase()))){
const err27 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "password.rule.notContain", other: "firstName"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["lastName"] == "string" && [data["lastName"]].some((part) => part.length > 0 && data["password"].toLowerCase().includes(part.toLowerCase()))){
const err28 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "password.rule.notContain", other: "lastName"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["userName"] == "string" && [data["userName"]].some((part) => part.length > 0 && data["password"].toLowerCase().includes(part.toLowerCase()))){
const err29 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "password.rule.notContain", other: "userName"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["userName"] == "string" && data["password"].toLowerCase() === data["userName"].toLowerCase()){
const err30 = {instancePath:instancePath+"/password",schemaPath:"#/differsFromFields",keyword:"differsFromFields",params:{messageId: "password.rule.differs", other: "userName"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
