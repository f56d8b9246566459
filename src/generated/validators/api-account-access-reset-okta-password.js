// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-reset-okta-password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-account-access-reset-okta-password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-reset-okta-password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-reset-okta-password.json","title":"caption.resetIdentityProviderPassword","type":"object","required":["recoveryToken","passwordOption","userName","email"],"properties":{"firstName":{"title":"caption.firstName","type":"string","maxLength":25,"messages":{"maxLength":"field.maxLength","type":"field.invalid"},"validCharacters":true},"lastName":{"title":"caption.lastName","type":"string","maxLength":25,"messages":{"maxLength":"field.maxLength","type":"field.invalid"},"validCharacters":true},"email":{"$ref":"#/definitions/email","title":"caption.emailAddress"},"userName":{"title":"caption.username","type":"string","minLength":4,"maxLength":150,"messages":{"required":"field.required","minLength":"field.minLength","maxLength":"field.maxLength","type":"field.invalid"},"validCharacters":true},"recoveryToken":{"title":"caption.token","type":"string","minLength":1,"maxLength":200,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.invalid","type":"field.invalid"},"validCharacters":true},"passwordOption":{"title":"caption.option","type":"integer","enum":[1,2],"messages":{"required":"field.required","enum":"field.invalid","type":"field.invalid"}}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid","required":"field.required"},"definitions":{"email":{"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true}}};
const schema28 = {"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern2 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-reset-okta-password.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.recoveryToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recoveryToken"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.passwordOption === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passwordOption"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.userName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userName"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.email === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "firstName") || (key0 === "lastName")) || (key0 === "email")) || (key0 === "userName")) || (key0 === "recoveryToken")) || (key0 === "passwordOption"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(func2(data0) > 25){
const err5 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern0.test(data0)){
const err6 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err7 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(func2(data1) > 25){
const err8 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(func2(data2) > 75){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/maxLength",keyword:"maxLength",params:{limit: 75}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 6){
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/minLength",keyword:"minLength",params:{limit: 6}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern2.test(data2)){
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(pattern0.test(data2)){
const err14 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/validCharacters",keyword:"validCharacters",params:{messageId: "email.invalid"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.userName !== undefined){
let data3 = data.userName;
if(typeof data3 === "string"){
if(func2(data3) > 150){
const err16 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data3) < 4){
const err17 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/minLength",keyword:"minLength",params:{limit: 4}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(pattern0.test(data3)){
const err18 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/userName",schemaPath:"#/properties/userName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.recoveryToken !== undefined){
let data4 = data.recoveryToken;
if(typeof data4 === "string"){
if(func2(data4) > 200){
const err20 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func2(data4) < 1){
const err21 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(pattern0.test(data4)){
const err22 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err23 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.passwordOption !== undefined){
let data5 = data.passwordOption;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err24 = {instancePath:instancePath+"/passwordOption",schemaPath:"#/properties/passwordOption/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data5 === 1) || (data5 === 2))){
const err25 = {instancePath:instancePath+"/passwordOption",schemaPath:"#/properties/passwordOption/enum",keyword:"enum",params:{allowedValues: schema27.properties.passwordOption.enum}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
